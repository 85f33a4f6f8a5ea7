const keyOf = (programKey: string) => `planner.completedSteps.${programKey}`;

/** The ids of the steps a visitor marked as completed for a program (this browser only). */
export function readCompletedSteps(programKey: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(keyOf(programKey)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeCompletedSteps(programKey: string, ids: readonly string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(keyOf(programKey));
    else localStorage.setItem(keyOf(programKey), JSON.stringify([...ids]));
  } catch {
    // storage full or disabled: completion lasts for this visit only
  }
}
