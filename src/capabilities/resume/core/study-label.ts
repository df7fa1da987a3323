/** "Bachelor in Computer Science", or whichever of the two is known. */
export const studyLabel = (studyIn: (studyType: string, area: string) => string, studyType?: string, area?: string) =>
  studyType && area ? studyIn(studyType, area) : (studyType ?? area);
