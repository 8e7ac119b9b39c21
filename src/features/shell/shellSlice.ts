import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../../services/events';

/** The signed-in layout's own state (spec section 4, "Shell"). */
interface ShellState {
  loading: boolean;
  drawerOpen: boolean;
  optionsDialogOpen: boolean;
}

const initialState: ShellState = { loading: false, drawerOpen: false, optionsDialogOpen: false };

export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    drawerOpened(state) {
      state.drawerOpen = true;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
    },
    optionsDialogOpened(state) {
      state.optionsDialogOpen = true;
    },
    optionsDialogClosed(state) {
      state.optionsDialogOpen = false;
    },
    /** Logging out: the indicator replaces the shell until the session is cleaned up. */
    logoutRequested(state) {
      state.optionsDialogOpen = false;
      state.loading = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectShellLoading: (state) => state.loading,
    selectDrawerOpen: (state) => state.drawerOpen,
    selectOptionsDialogOpen: (state) => state.optionsDialogOpen,
  },
});

export const {
  drawerOpened,
  drawerClosed,
  optionsDialogOpened,
  optionsDialogClosed,
  logoutRequested,
} = shellSlice.actions;
export const { selectShellLoading, selectDrawerOpen, selectOptionsDialogOpen } =
  shellSlice.selectors;
