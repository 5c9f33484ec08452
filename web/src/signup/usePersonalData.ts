import type { PreparedOrder } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../account/fieldRules';
import { selectCartForReserve } from '../cart/cartSlice';
import type { PublicCompetitionDetail } from '../public/types';
import type { Identity } from '../session/types';
import { useAppSelector } from '../store/hooks';
import {
  emptyData,
  errorsAfterEdit,
  reserveBody,
  shooterPlace,
  validatePersonalData,
  type PersonalData,
  type PersonalField,
} from './personalData';
import type { ReservedCart } from './signUpApi';
import { fieldOptions, needsTerms, type SignUpActor } from './signUpLogic';
import type { SignUpFlow } from './useSignUpFlow';

/**
 * The data step's state: the values prefilled on entering it (the chosen user or the session
 * user, the squad's options), the field errors, whether anything was typed (leaving then asks
 * first, docs/sign-up-opening.md), and the reserve that sends it.
 */
export const usePersonalData = (
  competition: PublicCompetitionDetail,
  actor: SignUpActor,
  identity: Identity | null,
  flow: SignUpFlow,
  onReserved: (order: PreparedOrder & ReservedCart, chosenUserId: number | null) => void,
) => {
  const { i18n } = useTranslation();
  const cartKey = useAppSelector(selectCartForReserve);
  const [values, setValues] = useState<PersonalData>(emptyData);
  const [errors, setErrors] = useState<FieldErrors<PersonalField>>({});
  const [touched, setTouched] = useState(false);
  const forOther = flow.user !== null && flow.user.id !== identity?.id;
  const rules = {
    event: competition.event,
    stateRequired: Boolean(competition.state),
    terms: needsTerms(actor),
  };
  const optionsSource = flow.squad ?? {
    divisions: competition.division,
    competitionClasses: competition.competitionClass,
    factors: competition.factor,
  };
  const options = {
    divisionId: optionsSource.divisions,
    competitionClassId: optionsSource.competitionClasses,
    factorId: optionsSource.factors,
  };

  const dataStep = flow.step === 'data';
  useEffect(() => {
    if (!dataStep) return;
    const person = flow.user ?? null;
    const self = !forOther ? identity : null;
    setValues((current) => ({
      ...current,
      firstName: person?.firstName ?? self?.userFirstName ?? flow.order?.firstName ?? '',
      lastName: person?.lastName ?? self?.userLastName ?? flow.order?.lastName ?? '',
      email: person?.email ?? self?.userEmail ?? flow.order?.email ?? '',
      divisionId: fieldOptions(options.divisionId, self?.divisionId).initial,
      competitionClassId: fieldOptions(options.competitionClassId, self?.competitionClassId).initial,
      factorId: fieldOptions(options.factorId, self?.factorId).initial,
      ...shooterPlace(self, competition.country),
    }));
    setErrors({});
    // options follow the squad, which is fixed once the order is prepared
  }, [dataStep]);

  const change = (patch: Partial<PersonalData>) => {
    setTouched(true);
    const next = { ...values, ...patch };
    setValues(next);
    setErrors((shown) => errorsAfterEdit(shown, next, rules));
  };

  const submit = async () => {
    const found = validatePersonalData(values, rules);
    setErrors(found);
    if (Object.keys(found).length > 0 || !flow.held) return;
    const answer = await flow.reserve({
      ...reserveBody(flow.held.token, values, rules, { locale: i18n.language === 'en' ? 'en' : 'de' }),
      ...cartKey, // the order joins the stored cart (a guest's with its token)
    });
    if (answer) onReserved(answer, flow.user?.id ?? null);
  };

  return { values, errors, touched, rules, options, forOther, change, submit };
};
