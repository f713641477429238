import {
  isSizeOption,
  type ProductPageData,
  type SizeChart as SizeChartData,
  valueAvailable,
} from '@zcomm/site-data/product';
import { useId } from 'react';

export interface ProductOptionsProps {
  product: ProductPageData;
  /** The value chosen of each option, by the option's name. */
  chosen: Readonly<Record<string, string>>;
  /** A value was chosen. */
  onChoose: (update: Record<string, string>) => void;
}

/**
 * A product's options (colour, size…), each a group of radio buttons naming the value chosen
 * and which values are sold out with the rest of the choice; the size option opens its chart.
 */
export function ProductOptions({ product, chosen, onChoose }: ProductOptionsProps) {
  const ids = useId();
  return product.options.map((option, optionIndex) => {
    const groupId = `${ids}-option-${optionIndex}`;
    const size = isSizeOption(option.name);
    return (
      <fieldset key={option.name} className="shell-product__option">
        <legend>
          {/* One flex item: the legend is a flex box, and its items would each be
              named apart ("Size : S") by a screen reader. */}
          <span>
            {option.name}
            {chosen[option.name] ? (
              <span className="shell-product__chosen">: {chosen[option.name]}</span>
            ) : null}
          </span>
        </legend>
        {size && product.sizeChart ? <SizeChart chart={product.sizeChart} /> : null}
        <div className="shell-product__values">
          {option.values.map((value, valueIndex) => {
            const inStock = valueAvailable(product, chosen, option.name, value.name);
            const id = `${groupId}-${valueIndex}`;
            return (
              <label
                key={value.name}
                htmlFor={id}
                className="shell-product__value"
                data-sold-out={inStock ? undefined : ''}
              >
                <input
                  id={id}
                  type="radio"
                  name={groupId}
                  value={value.name}
                  checked={chosen[option.name] === value.name}
                  onChange={() => onChoose({ [option.name]: value.name })}
                />
                <span>{value.name}</span>
                {inStock ? null : (
                  <>
                    {' '}
                    <span className="shell-product__value-note">Sold out</span>
                  </>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  });
}

/** The size chart, folded under the size option's legend. */
function SizeChart({ chart }: { chart: SizeChartData }) {
  return (
    <details className="shell-product__size-chart">
      <summary>Size chart</summary>
      <table>
        <caption>{chart.caption}</caption>
        <thead>
          <tr>
            {chart.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map(([first = '', ...cells]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
