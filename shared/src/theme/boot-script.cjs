// Inline snippet for the page head: applies the stored theme before the first paint.
// Kept as plain ES5 source text; must agree with theme-store.ts (key "theme", values light/dark, default light).
module.exports =
  "(function(){try{var t=localStorage.getItem('theme');if(t!=='dark'&&t!=='light')t='light';" +
  "var r=document.documentElement;r.setAttribute('data-theme',t);r.classList.toggle('dark',t==='dark');" +
  "r.classList.toggle('light',t==='light');r.style.colorScheme=t;}catch(e){}})();";
