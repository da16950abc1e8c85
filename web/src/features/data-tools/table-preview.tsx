import { useId } from "react";
import type { PreviewCell, TablePreview as Table } from "../../../../api/contract/data.ts";
import { copy } from "../../copy.ts";

const text = copy.dataTools.table;

function Cell({ cell }: { cell: PreviewCell | undefined }) {
  if (cell === null || cell === undefined) {
    return (
      <>
        <span className="empty-cell" aria-hidden="true">–</span>
        <span className="visually-hidden">{text.empty}</span>
      </>
    );
  }
  if (typeof cell === "boolean") return cell ? text.yes : text.no;
  return String(cell);
}

/**
 * The table the server read, as it read it: column names and types, the first rows, how many rows in all, and
 * which sheet. People see what the answer is based on before they trust it.
 */
export function TablePreview({ table }: { table: Table }) {
  const id = useId();
  const shown = table.rows.length;
  return (
    <section className="table-preview" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text.heading}</h3>
      <p className="table-preview-intro">{text.intro}</p>
      <ul className="table-preview-facts">
        <li>{text.rowsRead(table.rowCount)}</li>
        {table.sheet && <li>{text.sheet(table.sheet)}</li>}
        {table.otherSheets && table.otherSheets.length > 0 && <li>{text.otherSheets(table.otherSheets.join(", "))}</li>}
      </ul>
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      <div className="table-preview-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table>
          <caption id={`${id}-caption`} className="visually-hidden">{text.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column, index) => (
                <th key={index} scope="col" data-type={column.type}>
                  <span className="column-name">{column.name}</span>
                  <span className="column-type">{text.types[column.type]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {table.columns.map((column, index) => (
                  <td key={index} data-type={column.type}>
                    <Cell cell={row[index]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown < table.rowCount && <p className="table-preview-more">{text.showing(shown, table.rowCount)}</p>}
    </section>
  );
}
