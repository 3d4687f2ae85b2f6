import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { EmailReminderSlot } from '../auth/email-reminder-slot';
import { lazyNamed } from '../components/lazy-named';
import { PageSpinner } from '../components/page-spinner';
import { AddGemProvider } from '../gems/add-gem-provider';
import { useOnline } from '../pwa/online-status';
import { useInstallPromptDue } from '../pwa/use-install-prompt-due';
import { TopBar } from './top-bar';
import { useDialogTabWrap } from './use-dialog-tab-wrap';
import { Text } from '../components/typography';

// The phone-only "Add to Home Screen" prompt (a modal) loads only when it is due.
const InstallPrompt = lazyNamed(() => import('../pwa/install-prompt'), 'InstallPrompt');
/**
 * The install prompt on phones, known once mounted (a page drawn by the gateway knows no browser,
 * and the first render matches it); its own component, so its timing re-renders nothing else.
 */
function InstallPromptOnPhones() {
  const due = useInstallPromptDue();
  return due ? (
    <Suspense fallback={null}>
      <InstallPrompt phone={due} />
    </Suspense>
  ) : null;
}
// The offline bar loads when the connection goes (the service worker keeps every chunk).
const OfflineNotice = lazyNamed(() => import('../pwa/offline-notice'), 'OfflineNotice');

/** F8 moves focus to the toast region (spec 01 §4), so keyboard users can reach a toast. */
function useToastHotkey() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const toast = document.querySelector<HTMLElement>('.ant-notification-notice');
      if (!toast) return;
      toast.tabIndex = -1;
      toast.focus();
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

export function AppLayout() {
  const { pathname } = useLocation();
  const online = useOnline();
  useToastHotkey();
  useDialogTabWrap();
  useEffect(() => {
    // Block body on purpose: newer browsers return a Promise from scrollTo, and an effect
    // that returns anything but a cleanup function crashes React.
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <AddGemProvider>
      {/* Plain elements in antd Layout's look (app-frame.css): antd's Layout, Header, Content and
          Footer were adopted on every page a phone landed on (issue 31). */}
      <div className="app-frame">
        <TopBar />
        <EmailReminderSlot />
        {/* The page's <main> landmark, at least a screen tall (app-frame.css). */}
        <main className="app-main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        {/* Spec 01 §2: these footer entries lead nowhere yet, so they are plain text, not links. */}
        <footer className="app-footer">
          {['About', 'Help', 'Terms', 'Privacy'].map((label) => (
            <Text key={label} type="secondary">
              {label}
            </Text>
          ))}
        </footer>
        {online ? null : (
          <Suspense fallback={null}>
            <OfflineNotice />
          </Suspense>
        )}
        <InstallPromptOnPhones />
      </div>
    </AddGemProvider>
  );
}
