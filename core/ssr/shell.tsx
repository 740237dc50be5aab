import type { ReactNode } from 'react';
import type { PublicUser } from '../auth/users.repository.ts';
import type { NavLink } from './nav.ts';

export interface ShellProps {
  labName: string;
  version: string;
  user: PublicUser | null;
  sidebar: NavLink[];
  currentPath: string;
  /** The company name while staff use the portal as a customer. */
  impersonating: string | null;
  children: ReactNode;
}

/** The page frame of the spec: top bar, impersonation banner, a 230 px sidebar (a drawer on phones). */
export function Shell({ labName, version, user, sidebar, currentPath, impersonating, children }: ShellProps) {
  const hasSidebar = user !== null && sidebar.length > 0;
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <TopBar labName={labName} user={user} hasSidebar={hasSidebar} />
      {impersonating !== null && <ImpersonationBanner company={impersonating} />}
      {hasSidebar && <Sidebar links={sidebar} currentPath={currentPath} version={version} />}
      <main className={`px-4 py-6 sm:px-8 print:m-0 ${hasSidebar ? 'md:ml-[230px]' : ''}`}>{children}</main>
    </div>
  );
}

function TopBar({ labName, user, hasSidebar }: { labName: string; user: PublicUser | null; hasSidebar: boolean }) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
      {hasSidebar && (
        <button
          type="button"
          data-drawer-toggle
          aria-controls="sidebar"
          aria-expanded="false"
          aria-label="Open menu"
          className="rounded p-2 text-slate-600 hover:bg-slate-100 md:hidden"
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
      <a href="/" className="flex items-center gap-2 font-semibold text-emerald-800">
        <Logo />
        <span>{labName}</span>
      </a>
      <div className="ml-auto print:hidden">
        {user ? (
          <AccountMenu user={user} />
        ) : (
          <a href="/login" className="text-sm font-medium link">
            Login
          </a>
        )}
      </div>
    </header>
  );
}

function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-label="Lab logo" role="img">
      <rect x="2" y="2" width="24" height="24" rx="6" fill="#047857" />
      <path d="M10 7h8M12 7v6l-4 8h12l-4-8V7" stroke="white" strokeWidth="2" fill="none" strokeLinejoin="round" />
    </svg>
  );
}

function AccountMenu({ user }: { user: PublicUser }) {
  return (
    <div className="relative" data-account-menu>
      <button
        type="button"
        data-account-button
        aria-haspopup="menu"
        aria-expanded="false"
        className="flex items-center gap-2 rounded px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
      >
        <span className="grid h-7 w-7 place-items-center rounded-full bg-emerald-700 text-xs text-white">
          {(user.firstName[0] ?? '') + (user.lastName[0] ?? '')}
        </span>
        <span className="hidden sm:inline">
          {user.firstName} {user.lastName}
        </span>
      </button>
      <div
        role="menu"
        data-account-items
        hidden
        className="absolute right-0 mt-1 w-44 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        <a role="menuitem" href="/profile" className="block px-4 py-2 hover:bg-slate-100">
          Profile
        </a>
        {user.role === 'customer' && (
          <a role="menuitem" href="/customers/my-company" className="block px-4 py-2 hover:bg-slate-100">
            My Company
          </a>
        )}
        <button role="menuitem" type="button" data-logout className="block w-full px-4 py-2 text-left hover:bg-slate-100">
          Logout
        </button>
      </div>
    </div>
  );
}

export function ImpersonationBanner({ company }: { company: string }) {
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-3 bg-banner px-4 py-2 text-sm text-white">
      <span>{`You are currently using the portal as ${company}`}</span>
      <button type="button" data-back-to-admin className="font-semibold underline">
        Back to Admin
      </button>
    </div>
  );
}

function Sidebar({ links, currentPath, version }: { links: NavLink[]; currentPath: string; version: string }) {
  return (
    <>
      <div data-drawer-overlay hidden className="fixed inset-0 z-30 bg-slate-900/40 md:hidden" />
      <aside
        id="sidebar"
        data-drawer
        className="fixed bottom-0 left-0 top-14 z-40 flex w-[230px] -translate-x-full flex-col border-r border-slate-200 bg-white transition-transform data-[open]:translate-x-0 md:translate-x-0"
      >
        <nav aria-label="Main" className="flex-1 overflow-y-auto py-3">
          <ul>
            {links.map((link) => {
              const active = isActive(link.href, currentPath);
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={active ? 'page' : undefined}
                    className={`block border-l-4 px-5 py-2 text-sm ${active ? 'border-emerald-700 bg-emerald-50 font-semibold text-emerald-900' : 'border-transparent text-slate-700 hover:bg-slate-100'}`}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="border-t border-slate-200 px-5 py-3 text-xs text-slate-500" data-version>
          {`Version ${version}`}
        </p>
      </aside>
    </>
  );
}

/** A dashboard link is active only on the dashboard itself; other links also on their sub-pages. */
function isActive(href: string, path: string): boolean {
  if (href === '/admin' || href === '/customers') return path === href;
  return path === href || path.startsWith(`${href}/`);
}
