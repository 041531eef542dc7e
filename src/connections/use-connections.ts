import { useSyncExternalStore } from 'react';
import { connectionStore } from './connection-store';

const subscribe = (listener: () => void) => connectionStore.subscribe(listener);
const getSnapshot = () => connectionStore.getSnapshot();

export function useConnections() {
  return useSyncExternalStore(subscribe, getSnapshot);
}

export const useActiveConnection = () => useConnections().active;
