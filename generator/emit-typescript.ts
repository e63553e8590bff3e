/** Writes TypeScript modules of exported constants with ts-morph. */
import { Project, VariableDeclarationKind } from "ts-morph";
import { tsHeader } from "./header.ts";

export interface ConstantExport {
  name: string;
  type?: string;
  value: unknown;
}

const project = new Project({ useInMemoryFileSystem: true });

export function typescriptModule(options: {
  path: string;
  sources: string[];
  writer: string;
  typeImports?: { from: string; names: string[] }[];
  constants: ConstantExport[];
}): string {
  const file = project.createSourceFile(options.path, "", { overwrite: true });
  for (const { from, names } of options.typeImports ?? []) {
    file.addImportDeclaration({ moduleSpecifier: from, namedImports: names, isTypeOnly: true });
  }
  for (const constant of options.constants) {
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [
        {
          name: constant.name,
          ...(constant.type && { type: constant.type }),
          initializer: constant.type
            ? JSON.stringify(constant.value, null, 2)
            : `${JSON.stringify(constant.value, null, 2)} as const`,
        },
      ],
    });
  }
  file.formatText({ indentSize: 2, convertTabsToSpaces: true });
  file.insertText(0, tsHeader(options.sources, options.writer));
  return file.getFullText();
}
