import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.join(import.meta.dirname, '../../src');

/** A route as the source registers it: `app.<method>(url, { schema: { operationId } }, handler)`. */
export interface RouteRegistration {
  operationId: string;
  /** The method as called: get, post, put, patch, delete. */
  method: string;
  /** Its file, relative to server/src. */
  file: string;
  handler: ts.Node;
  source: ts.SourceFile;
}

function propertyOf(node: ts.Node | undefined, name: string): ts.Expression | undefined {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  for (const p of node.properties) if (ts.isPropertyAssignment(p) && p.name.getText() === name) return p.initializer;
  return undefined;
}

function operationIdOf(options: ts.Node | undefined): string | undefined {
  const id = propertyOf(propertyOf(options, 'schema'), 'operationId');
  return id && ts.isStringLiteral(id) ? id.text : undefined;
}

/** Every route registration with an operation id in server/src, in file order. */
export function routeRegistrations(): RouteRegistration[] {
  const found: RouteRegistration[] = [];
  const files = fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  for (const file of files) {
    const text = fs.readFileSync(path.join(SRC, file), 'utf8');
    if (!text.includes('operationId')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length >= 3) {
        const operationId = operationIdOf(node.arguments[1]);
        const handler = node.arguments[node.arguments.length - 1];
        if (operationId && handler) found.push({ operationId, method: node.expression.name.text, file, handler, source });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The name a call calls, `fn(...)`: undefined for `a.b(...)` and other callees. */
export function calledName(node: ts.CallExpression): string | undefined {
  return ts.isIdentifier(node.expression) ? node.expression.text : undefined;
}

/** Every node under `root`, itself included, depth first. */
export function nodesIn(root: ts.Node): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    all.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return all;
}
