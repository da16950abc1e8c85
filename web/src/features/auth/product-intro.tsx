import { Link } from "react-router-dom";
import { copy } from "../../copy.ts";
import { paths } from "../../lib/paths.ts";

/**
 * The spec puts every tool behind an account, so a visitor's first page is this form: it says what they would get,
 * with one real request and the formula the engine gives for it, and points to what is open without an account.
 */
export function ProductIntro() {
  const text = copy.auth.productIntro;
  return (
    <aside className="product-intro" aria-labelledby="product-intro-title">
      <h2 id="product-intro-title">{text.heading}</h2>
      <p>{text.text}</p>
      <h3>{text.exampleHeading}</h3>
      <dl className="product-intro-example">
        <dt>{text.exampleRequestLabel}</dt>
        <dd>“{text.exampleRequest}”</dd>
        <dt>{text.exampleFormulaLabel}</dt>
        <dd>
          <code>{text.exampleFormula}</code>
        </dd>
      </dl>
      <h3>{text.openHeading}</h3>
      <ul className="product-intro-links">
        <li>
          <Link to={paths.formulaExplainer}>{text.explainerLink}</Link>
        </li>
        <li>
          <Link to={paths.forum}>{text.forumLink}</Link>
        </li>
      </ul>
    </aside>
  );
}
