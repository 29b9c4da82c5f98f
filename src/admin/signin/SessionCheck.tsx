// What a freshly opened back-office tab shows for the moment it asks the server who is signed in.
import './signin.css';

export function SessionCheck() {
  return (
    <main className="signin-page">
      <section className="signin-card a-card" aria-label="Back office">
        <p className="signin-brand">IT Wholesale · Back office</p>
        <p className="a-note" role="status">
          Checking your session…
        </p>
      </section>
    </main>
  );
}
