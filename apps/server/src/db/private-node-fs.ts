import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PGlite } from '@electric-sql/pglite';

type EmscriptenModule = Parameters<NodeFS['init']>[1];
interface Attributes {
  mode?: number;
}
type SetAttr = (target: unknown, attributes: Attributes) => void;
type MakeNode = (parent: unknown, name: string, mode: number, device: unknown) => unknown;
interface NodeFsOperations {
  node_ops: { setattr: SetAttr; mknod: MakeNode };
  stream_ops: { setattr: SetAttr };
}

/** Clears the group and others bits of a mode, keeping the file type. */
const ownerOnlyMode = (mode: number) => mode & ~0o077;

/**
 * PGlite's files through Node's file system, private to the server's user. Emscripten's NODEFS
 * chmods every file it creates to 0666, whatever the process umask, so every mode it creates a file or
 * folder with, or sets later, loses its group and others bits here.
 */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: EmscriptenModule) {
    const keepPrivate = (module: EmscriptenModule) => {
      const nodefs = module.NODEFS as unknown as NodeFsOperations;
      const { mknod } = nodefs.node_ops;
      nodefs.node_ops.mknod = (parent, name, mode, device) => mknod(parent, name, ownerOnlyMode(mode), device);
      nodefs.node_ops.setattr = ownerOnly(nodefs.node_ops.setattr);
      nodefs.stream_ops.setattr = ownerOnly(nodefs.stream_ops.setattr);
    };
    return super.init(pg, { ...opts, preRun: [keepPrivate, ...(opts.preRun ?? [])] });
  }
}

function ownerOnly(setattr: SetAttr): SetAttr {
  return (target, attributes) =>
    setattr(
      target,
      attributes.mode === undefined ? attributes : { ...attributes, mode: ownerOnlyMode(attributes.mode) },
    );
}
