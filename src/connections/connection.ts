import { DEMO_BASE_URL, DEMO_SERVICE_KEY } from './demo';

export interface Connection {
  id: string;
  name: string;
  baseUrl: string;
  production: boolean;
  /** true: the key is kept in localStorage; false: only for this tab session. */
  rememberKey: boolean;
  /** How long to wait for an answer before the outcome is called unknown. */
  timeoutSeconds?: number;
  demo?: true;
}

export const DEMO_CONNECTION: Connection = {
  id: 'demo',
  name: 'Demo',
  baseUrl: DEMO_BASE_URL,
  production: false,
  rememberKey: false,
  demo: true,
};
export { DEMO_SERVICE_KEY };
