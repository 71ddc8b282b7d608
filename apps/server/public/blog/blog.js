// The public blog's one script: highlights the table-of-contents entry of the section in view, and
// posts comments, reports, moderation decisions and newsletter signups by fetch with the CSRF token.
// Served as a same-origin file because the Content-Security-Policy allows no inline script.
(() => {
  const NEWSLETTER_MESSAGE_MS = 3000; // Consumer spec 9: the newsletter message shows for 3 s.
  const GENERIC_ERROR = 'Something went wrong. Please try again.';

  let csrfToken = null;
  async function csrf() {
    if (csrfToken) return csrfToken;
    const res = await fetch('/api/csrf', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    csrfToken = (await res.json()).csrf_token;
    return csrfToken;
  }

  /** POSTs JSON; resolves { ok, status, body } and never throws on an HTTP error. */
  async function post(url, body) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': await csrf() },
        body: JSON.stringify(body ?? {}),
      });
      let data = {};
      try {
        data = await res.json();
      } catch {
        data = {};
      }
      return { ok: res.ok, status: res.status, body: data };
    } catch {
      return { ok: false, status: 0, body: { error: 'We could not reach Parley. Check your connection and try again.' } };
    }
  }

  function errorText(result) {
    const fields = result.body?.fields;
    const first = fields ? Object.values(fields)[0] : undefined;
    return first || result.body?.error || GENERIC_ERROR;
  }

  function show(status, text, kind) {
    if (!status) return;
    status.textContent = text;
    status.className = `status ${kind}`;
  }

  // Table of contents: the entry of the last heading scrolled past the top third is the active one.
  function setUpToc() {
    const links = [...document.querySelectorAll('[data-toc-link]')];
    if (links.length === 0 || !('IntersectionObserver' in window)) return;
    const ids = [...new Set(links.map((a) => a.dataset.tocLink))];
    const headings = ids.map((id) => document.getElementById(id)).filter(Boolean);
    const visible = new Set();
    let current = null;
    const activate = (id) => {
      if (id === current) return;
      current = id;
      for (const a of links) {
        const on = a.dataset.tocLink === id;
        a.classList.toggle('active', on);
        if (on) a.setAttribute('aria-current', 'location');
        else a.removeAttribute('aria-current');
      }
    };
    const update = () => {
      const inView = headings.filter((h) => visible.has(h.id));
      if (inView.length > 0) return activate(inView[0].id);
      // No heading in the band: the section in view is the last one whose heading is above it.
      const above = headings.filter((h) => h.getBoundingClientRect().top < window.innerHeight * 0.3);
      activate(above.length > 0 ? above[above.length - 1].id : headings[0].id);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) visible.add(e.target.id);
          else visible.delete(e.target.id);
        }
        update();
      },
      { rootMargin: '-72px 0px -65% 0px' },
    );
    for (const h of headings) observer.observe(h);
    // A followed link highlights its entry at once, even if the heading cannot scroll to the very top.
    for (const a of links) a.addEventListener('click', () => activate(a.dataset.tocLink));
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      if (ids.includes(id)) activate(id);
    }
  }

  function setUpComments() {
    const section = document.querySelector('[data-post-slug]');
    if (!section) return;
    const slug = section.dataset.postSlug;
    for (const form of section.querySelectorAll('form.comment-form')) {
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        const status = form.querySelector('.status');
        const button = form.querySelector('button[type=submit]');
        const text = form.elements.body.value;
        if (!text.trim()) return show(status, 'Please write a comment.', 'error');
        const payload = { body: text };
        if (form.dataset.parentId) payload.parent_id = Number(form.dataset.parentId);
        button.disabled = true;
        show(status, 'Posting…', '');
        const result = await post(`/api/blog/posts/${encodeURIComponent(slug)}/comments`, payload);
        button.disabled = false;
        if (!result.ok) return show(status, errorText(result), 'error');
        // Reload so the server renders the comment (escaped, links made clickable) where it belongs.
        history.replaceState(null, '', `${location.pathname}#comment-${result.body.comment.id}`);
        location.reload();
      });
    }
    for (const button of section.querySelectorAll('[data-report-comment]')) {
      button.addEventListener('click', async () => {
        const status = button.nextElementSibling;
        button.disabled = true;
        const result = await post(`/api/blog/comments/${button.dataset.reportComment}/report`);
        if (result.ok) {
          button.remove();
          show(status, result.body.message, 'ok');
        } else {
          button.disabled = false;
          show(status, errorText(result), 'error');
        }
      });
    }
  }

  function setUpNewsletter() {
    for (const form of document.querySelectorAll('form.newsletter-form')) {
      let timer = null;
      form.addEventListener('submit', async (event) => {
        event.preventDefault();
        const status = form.querySelector('.status');
        const button = form.querySelector('button[type=submit]');
        button.disabled = true;
        const result = await post('/api/newsletter', { email: form.elements.email.value });
        button.disabled = false;
        if (result.ok) form.reset();
        show(status, result.ok ? result.body.message : errorText(result), result.ok ? 'ok' : 'error');
        clearTimeout(timer);
        timer = setTimeout(() => show(status, '', ''), NEWSLETTER_MESSAGE_MS);
      });
    }
  }

  function setUpModeration() {
    for (const button of document.querySelectorAll('[data-moderate]')) {
      button.addEventListener('click', async () => {
        const row = button.closest('li');
        const status = row.querySelector('.status');
        for (const b of row.querySelectorAll('button')) b.disabled = true;
        const result = await post(`/collectors/api/blog/comments/${button.dataset.commentId}/${button.dataset.moderate}`);
        if (result.ok) {
          show(status, result.body.message, 'ok');
        } else {
          for (const b of row.querySelectorAll('button')) b.disabled = false;
          show(status, errorText(result), 'error');
        }
      });
    }
  }

  setUpToc();
  setUpComments();
  setUpNewsletter();
  setUpModeration();
})();
