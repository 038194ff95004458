import { renderToString } from 'react-dom/server';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { BackofficeIntl } from './backoffice-intl';

function Probe() {
  const intl = useIntl();
  return <p>{`${intl.formatMessage({ id: 'app.loading' })} ${intl.formatNumber(1234.5)}`}</p>;
}

describe('the back office', () => {
  it('reads its texts through react-intl, in English', () => {
    expect(
      renderToString(
        <BackofficeIntl>
          <Probe />
        </BackofficeIntl>,
      ),
    ).toBe('<p>Loading... 1,234.5</p>');
  });
});
