import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { EnglishOnly } from '../i18n/i18n-provider';
import { FullPageLoader } from '../ui/full-page-loader';
import { LAYOUTS, type LayoutName, PAGES } from './pages';

// Each page and layout module is its own chunk, fetched when its route is first matched: a sign-in
// form does not download the editor, the card form or the accounts table (issue 20). Declarative
// routes, not a data router: nothing here loads data through the router, and it is 14 KB smaller.
const modules = import.meta.glob<Record<string, ComponentType>>(['/src/**/*-page.tsx', '/src/**/*-layout.tsx']);

const components = new Map<string, ComponentType>();

/** The lazy component for `module`'s export `component`: one per pair, so a route keeps its state across renders. */
function lazyComponent(module: string, component: string): ComponentType {
  const key = `${module}#${component}`;
  const known = components.get(key);
  if (known) return known;
  const load = modules[`/src/${module}.tsx`];
  if (!load) throw new Error(`No page module src/${module}.tsx`);
  const Lazy = lazy(async () => {
    const Component = (await load())[component];
    if (!Component) throw new Error(`src/${module}.tsx exports no ${component}`);
    return { default: Component };
  });
  components.set(key, Lazy);
  return Lazy;
}

function pageRoutes(layout: LayoutName | undefined) {
  return PAGES.filter((p) => p.layout === layout).map((p) => {
    const Page = lazyComponent(p.module, p.component);
    const page = isCollectorPath(p.path) ? (
      <EnglishOnly>
        <Page />
      </EnglishOnly>
    ) : (
      <Page />
    );
    return <Route key={p.path} path={p.path} element={page} />;
  });
}

/** The collector portal is in English; the consumer app in the consumer's language (issue 24). */
const isCollectorPath = (path: string) => path === '/collectors' || path.startsWith('/collectors/');

const layoutRoutes = (Object.keys(LAYOUTS) as LayoutName[]).map((name) => {
  const Layout = lazyComponent(LAYOUTS[name].module, LAYOUTS[name].component);
  const element =
    name === 'collector' ? (
      <EnglishOnly>
        <Layout />
      </EnglishOnly>
    ) : (
      <Layout />
    );
  return (
    <Route key={name} element={element}>
      {pageRoutes(name)}
    </Route>
  );
});

// React Router ranks routes by how specific their paths are, so their order here does not matter.
const routes = [...pageRoutes(undefined), ...layoutRoutes];

export function AppRouter() {
  return (
    // Not transitions: a link answers at once with the next page's loader while its chunk arrives,
    // instead of leaving the old page on screen (and in use) with no sign that anything happened.
    <BrowserRouter useTransitions={false}>
      <Suspense fallback={<FullPageLoader />}>
        <Routes>{routes}</Routes>
      </Suspense>
    </BrowserRouter>
  );
}
