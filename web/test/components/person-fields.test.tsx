import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Bind } from '../../src/account/AccountFieldGroups';
import { messagesDe } from '../../src/i18n/messages.de';
import { PersonFields, type PersonFieldsProps } from '../../src/person/PersonFields';
import { emptyPerson, type PersonValues } from '../../src/person/personFields';
import { renderPage } from './render';
import { api, server } from './server';

const LISTS: Record<string, { id: number; name: string }[]> = {
  competitionClasses: [
    { id: 1, name: 'Overall' },
    { id: 2, name: 'Senior' },
  ],
  divisions: [{ id: 5, name: 'Production' }],
  factors: [{ id: 7, name: 'Minor' }],
  clubsPubList: [{ id: 9, name: 'SV Wien' }],
};

const answerLists = () =>
  server.use(
    http.get(api('publicResources/:list'), ({ params }) =>
      HttpResponse.json({ content: LISTS[String(params.list)] ?? [], totalElements: 0 }),
    ),
  );

type Options = Omit<PersonFieldsProps, 'bind'> & {
  values?: Partial<PersonValues>;
  errors?: Record<string, string>;
};

/** A form as the wizard, the profile and the user form bind the section: values, errors, test ids `t-<field>`. */
const Harness = ({ values: start = {}, errors = {}, ...props }: Options) => {
  const [values, setValues] = useState<Record<string, string>>({
    ...emptyPerson(),
    bmdAccountNumber: '',
    ...start,
  });
  const bind: Bind = (field) => ({
    testId: `t-${field}`,
    label: field,
    value: values[field] ?? '',
    onChange: (value) => setValues((current) => ({ ...current, [field]: value })),
    onBlur: () => undefined,
    error: errors[field],
  });
  return (
    <div>
      <PersonFields bind={bind} {...props} />
    </div>
  );
};

const optionTexts = (testId: string) =>
  Array.from(screen.getByTestId(testId).querySelectorAll('option')).map((option) => option.textContent);

describe('the person fields section (docs/web-app.md, "Person fields")', () => {
  it('when a field has an error then that field shows its message and no other field is invalid', async () => {
    await renderPage(
      <Harness group="address" complete errors={{ zip: 'FIELD_IS_REQUIRED', state: 'STATE_INVALID' }} />,
    );
    const zip = screen.getByTestId('t-zip');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription(messagesDe.FIELD_IS_REQUIRED);
    expect(screen.getByTestId('t-state')).toHaveAccessibleDescription(messagesDe.STATE_INVALID);
    for (const field of ['address', 'city', 'telephone'])
      expect(screen.getByTestId(`t-${field}`)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText(/^PLZ/)).toBe(zip);
  });

  it('when the person must be complete then the wizard marks more fields required than the profile', async () => {
    const complete = await renderPage(<Harness group="address" complete />);
    expect(screen.getByTestId('t-address')).toBeRequired();
    expect(screen.getByTestId('t-telephone')).not.toBeRequired();
    complete.unmount();
    await renderPage(<Harness group="address" complete={false} />);
    expect(screen.getByTestId('t-address')).not.toBeRequired();
    expect(screen.getByTestId('t-state')).toBeRequired();
  });

  it('when the name section opens then the salutations are offered, labelled in German', async () => {
    await renderPage(<Harness group="name" complete />);
    expect(optionTexts('t-salutation')).toEqual(['Bitte wählen', 'Herr', 'Frau']);
    expect(screen.getByTestId('t-firstName')).toBeRequired();
    expect(screen.getByLabelText(/^Vorname/)).toBe(screen.getByTestId('t-firstName'));
  });

  it('when the country has states then they are offered, and a country without has no state input', async () => {
    await renderPage(<Harness group="address" complete values={{ country: 'at' }} />);
    expect(optionTexts('t-state')).toContain('Wien');
    expect(optionTexts('t-state')).toHaveLength(10);
    const other = await renderPage(<Harness group="address" complete values={{ country: 'xk' }} />);
    expect(within(other.container).queryByTestId('t-state')).toBeNull();
  });

  it('when the shooter section opens then the catalog lists are offered and the club may stay empty', async () => {
    answerLists();
    await renderPage(<Harness group="shooter" complete />);
    await screen.findByRole('option', { name: 'Senior' });
    expect(optionTexts('t-competitionClass')).toEqual(['Bitte wählen', 'Overall', 'Senior']);
    expect(optionTexts('t-division')).toEqual(['Bitte wählen', 'Production']);
    expect(optionTexts('t-factor')).toEqual(['Bitte wählen', 'Minor']);
    expect(optionTexts('t-club')).toEqual(['Kein Verein', 'SV Wien']);
    expect(screen.getByTestId('t-ipscNumber')).toBeInTheDocument();
  });

  it('when a list cannot be read then the section says so', async () => {
    server.use(http.get(api('publicResources/:list'), () => new HttpResponse(null, { status: 500 })));
    await renderPage(<Harness group="shooter" complete testIdPrefix="t" />);
    await screen.findByTestId('t-options-error');
  });

  it('when the user form replaces the club then its own input stands there instead of the select', async () => {
    answerLists();
    await renderPage(<Harness group="shooter" complete club={<span data-testid="own-club" />} />);
    await screen.findByRole('option', { name: 'Senior' });
    expect(screen.getByTestId('own-club')).toBeInTheDocument();
    expect(screen.queryByTestId('t-club')).toBeNull();
  });

  it('when the profile shows the address then the admin-only BMD account number is hidden; the user form shows it', async () => {
    const profile = await renderPage(<Harness group="address" complete={false} />);
    expect(within(profile.container).queryByTestId('t-bmdAccountNumber')).toBeNull();
    profile.unmount();
    await renderPage(<Harness group="address" complete admin />);
    expect(screen.getByTestId('t-bmdAccountNumber')).toHaveAttribute('maxlength', '50');
  });
});
