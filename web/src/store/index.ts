import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { catalogApi } from '../api/catalogApi';
import { identityApi } from '../api/identityApi';
import { cartApi } from '../cart/cartApi';
import cartSlice from '../cart/cartSlice';
import { readCart } from '../cart/cartStorage';
import notificationsSlice from '../notifications/notificationsSlice';
import sessionSlice from '../session/sessionSlice';
import { signUpApi } from '../signup/signUpApi';
import { loadSession, type KeyValueStorage } from '../session/storage';
import { persistSession } from './persistence';

// Service API slices (createServiceApi) are added here and their middleware below.
const rootReducer = combineSlices(
  sessionSlice,
  notificationsSlice,
  cartSlice,
  identityApi,
  catalogApi,
  cartApi,
  signUpApi,
);

export const createAppStore = (storage: KeyValueStorage) => {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().concat(
        identityApi.middleware,
        catalogApi.middleware,
        cartApi.middleware,
        signUpApi.middleware,
      ),
    preloadedState: {
      session: loadSession(storage),
      cart: readCart(storage),
    },
  });
  persistSession(store, storage);
  return store;
};

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
