/** The media type of an Excel workbook (the staff exports), for saveFile. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
