// The page's errors, for a driver that reports none (WebKitGTK's WebDriver): uncaught errors,
// rejections no one handled, and console.error. A file of its own, for the pages whose
// Content Security Policy allows no inline script.
window.pageErrors = [];
addEventListener('error', (event) => pageErrors.push(String(event.error?.stack ?? event.message)));
addEventListener('unhandledrejection', (event) => pageErrors.push(`unhandled rejection: ${event.reason}`));
const consoleError = console.error;
console.error = (...values) => { pageErrors.push(values.join(' ')); consoleError.apply(console, values); };
// What the page's Content Security Policy refused.
window.violations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
});
