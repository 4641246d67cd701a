import { downloadTextFile } from './downloadFile';
import { ExportButton } from './ExportButton';

/** 'Exportar CSV' for a file built on click; `build` returns null when there is nothing to export. */
export function ExportCsvButton(props: {
  build: () => Promise<{ csv: string; fileName: string } | null>;
  emptyMessage: string;
}) {
  async function save() {
    const file = await props.build();
    if (file) downloadTextFile(file.csv, file.fileName);
    return file !== null;
  }
  return <ExportButton save={save} emptyMessage={props.emptyMessage} />;
}
