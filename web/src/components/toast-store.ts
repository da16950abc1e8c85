import { create } from "zustand";

export interface Toast {
  id: number;
  tone: "success" | "error" | "info";
  text: string;
}

interface ToastState {
  toasts: Toast[];
  show: (tone: Toast["tone"], text: string) => void;
  dismiss: (id: number) => void;
}

const visibleFor = 5_000;
let nextId = 1;

/**
 * Toasts live outside any page because they must outlast a navigation: 'Topic created successfully!' is raised on
 * the new-topic page and read on the topic page it leads to.
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (tone, text) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, tone, text }] });
    setTimeout(() => get().dismiss(id), visibleFor);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

export const showToast = (tone: Toast["tone"], text: string) => useToastStore.getState().show(tone, text);
