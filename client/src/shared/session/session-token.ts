// The spec keeps the session token in local storage under this key; every screen and the
// Apollo link read it from here so the key lives in one place.
export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function saveToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
