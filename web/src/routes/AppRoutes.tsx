import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { accountRoutes } from '../account/AccountRoutes';
import { adminRoutes } from '../admin/AdminRoutes';
import { MARKETING_PAGES } from '../config';
import { MY_PATHS } from '../myCompetitions/myPaths';
import { Layout } from '../layout/Layout';
import { ExternalRedirect } from '../pages/ExternalRedirect';
import { PATHS } from './paths';
import {
  ClubListPage,
  ClubPage,
  CompetitionDetailsPage,
  CompetitionListPage,
  DashboardPage,
  ResultsPage,
} from './publicPages';

// every page is its own chunk, so the first load only carries the shell and one page (the public
// landing pages in ./publicPages, which main.tsx loads before the first render)
const ImpressumPage = lazy(() => import('../pages/ImpressumPage'));
const DatenschutzPage = lazy(() => import('../pages/DatenschutzPage'));
const ConditionsPage = lazy(() => import('../pages/ConditionsPage'));
const ChangelogPage = lazy(() => import('../pages/changelog/ChangelogPage'));
const AdvertDetailPage = lazy(() => import('../public/adverts/AdvertDetailPage'));
const CartPage = lazy(() => import('../cart/CartPage'));
const CheckoutPage = lazy(() => import('../cart/CheckoutPage'));
const OrderCompletePage = lazy(() => import('../cart/OrderCompletePage'));
const MyCompetitionsPage = lazy(() => import('../myCompetitions/MyCompetitionsPage'));
const ShooterOrderItemPage = lazy(() => import('../myCompetitions/ShooterOrderItemPage'));
const PublicOrderItemPage = lazy(() => import('../myCompetitions/PublicOrderItemPage'));
const PaymentCompletePage = lazy(() => import('../payment/PaymentCompletePage'));
const PaymentFailedPage = lazy(() => import('../payment/PaymentFailedPage'));
const OrderItemPayPage = lazy(() => import('../payment/OrderItemPayPage'));
const PremiumPage = lazy(() => import('../premium/PremiumPage'));

const toDashboard = <Navigate to={PATHS.dashboard} replace />;

export const AppRoutes = () => (
  <Routes>
    <Route element={<Layout />}>
      <Route index element={toDashboard} />
      <Route path={PATHS.dashboard} element={<DashboardPage />} />
      <Route path={PATHS.competitionList} element={<CompetitionListPage />} />
      {/* the old portal's name of the list, where a missing competition page used to lead */}
      <Route path="/competitionspub" element={<Navigate to={PATHS.competitionList} replace />} />
      <Route path={PATHS.results} element={<ResultsPage />} />
      <Route path={PATHS.clubList} element={<ClubListPage />} />
      <Route path={PATHS.vereine} element={<ClubListPage />} />
      <Route path={`${PATHS.vereine}/:publicLinkId`} element={<ClubPage />} />
      <Route path={`${PATHS.competitionDetails}/:publicLink`} element={<CompetitionDetailsPage />} />
      <Route path={`${PATHS.werbung}/:adId`} element={<AdvertDetailPage />} />
      <Route path={PATHS.cart} element={<CartPage />} />
      <Route path={PATHS.checkout} element={<CheckoutPage />} />
      <Route path={PATHS.orderComplete} element={<OrderCompletePage />} />
      <Route path={MY_PATHS.myCompetitions} element={<MyCompetitionsPage />} />
      <Route path="/shooterOrderItems/:id" element={<ShooterOrderItemPage />} />
      <Route path="/publicOrderItems/:id/:token" element={<PublicOrderItemPage />} />
      <Route path={PATHS.paymentComplete} element={<PaymentCompletePage />} />
      <Route path={PATHS.paymentFailed} element={<PaymentFailedPage />} />
      <Route path={`${PATHS.orderItemPay}/:id`} element={<OrderItemPayPage />} />
      <Route path={PATHS.premium} element={<PremiumPage />} />
      <Route path={PATHS.impressum} element={<ImpressumPage />} />
      <Route path={PATHS.datenschutz} element={<DatenschutzPage />} />
      <Route path={PATHS.conditions} element={<ConditionsPage />} />
      <Route path={PATHS.changelog} element={<ChangelogPage />} />
      <Route path="/about" element={<ExternalRedirect href={MARKETING_PAGES.about} />} />
      <Route path="/costs" element={<ExternalRedirect href={MARKETING_PAGES.costs} />} />
      <Route path="/premiumdienste" element={<ExternalRedirect href={MARKETING_PAGES.whyRegister} />} />
      {adminRoutes}
      {accountRoutes}
      <Route path="*" element={toDashboard} />
    </Route>
  </Routes>
);
