/** node-quickbooks ships no types; the plugin reaches its methods by name through `QboClient`. */
declare module 'node-quickbooks' {
  const QuickBooks: new (options: Record<string, unknown>) => object;
  export default QuickBooks;
}
