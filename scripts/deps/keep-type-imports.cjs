/**
 * A Babel plugin for dependency-cruiser only: turns `import type` and `export type … from` into
 * plain imports before the TypeScript preset removes them, so a type-only import counts as a
 * dependency too (as it does for the compiler).
 */
module.exports = () => ({
  visitor: {
    Program: {
      enter(program) {
        for (const statement of program.node.body) {
          const isImport = statement.type === "ImportDeclaration";
          const isReExport = statement.type === "ExportNamedDeclaration" && statement.source;
          if (!isImport && !isReExport) continue;
          if (isImport) statement.importKind = "value";
          else statement.exportKind = "value";
          for (const specifier of statement.specifiers ?? []) {
            if (specifier.importKind) specifier.importKind = "value";
            if (specifier.exportKind) specifier.exportKind = "value";
          }
        }
      },
    },
  },
});
