import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { MyProfileRedirect } from '../profile/MyProfileRedirect';
import { PATHS } from '../routes/paths';

// every screen is its own lazy chunk; only this table and the redirect are in the shell
const RegisterPage = lazy(() => import('./RegisterPage'));
const RegisterSuccessPage = lazy(() => import('./RegisterSuccessPage'));
const VerifyPage = lazy(() => import('./VerifyPage'));
const ResetPasswordPage = lazy(() => import('./ResetPasswordPage'));
const ConfirmPasswordResetPage = lazy(() => import('./ConfirmPasswordResetPage'));
const ProfilePage = lazy(() => import('../profile/ProfilePage'));

/** Route elements of registration, verification, password reset and profile (inside the layout route). */
export const accountRoutes = (
  <>
    <Route path={PATHS.userRegister} element={<RegisterPage />} />
    <Route path={PATHS.userRegisterSuccess} element={<RegisterSuccessPage />} />
    <Route path={`${PATHS.confirmRegistration}/:token`} element={<VerifyPage />} />
    <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
    <Route path={`${PATHS.confirmPasswordReset}/:token`} element={<ConfirmPasswordResetPage />} />
    <Route path={PATHS.profile} element={<MyProfileRedirect />} />
    <Route path={`${PATHS.profile}/:userId`} element={<ProfilePage />} />
  </>
);
