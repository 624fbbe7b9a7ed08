/**
 * The benchmark's workloads (issue 14): the PR scenario, and programs whose cost grows with the
 * work — a plain loop at about 100, 1,000 and 10,000 steps, pydantic models built and dumped in
 * a loop, tensor arithmetic in a loop, a recursive function. Each is a (model, script) pair the
 * engine and the reference runner both run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Workload {
  readonly name: string;
  readonly model: string;
  readonly script: string;
  /** The same program with much less work, for the cold-process figure (long minus short). */
  readonly short?: string;
}

const root = join(import.meta.dirname, '..');
const walkthrough = join(root, 'src', 'walkthroughs', 'verl-7491');

/** The plain loop of issue 14 with `n` iterations (about 4.7 steps each). */
export function plainLoop(n: number): string {
  return `total = 0
acc = []
for i in range(${n}):
    d = {"k": i, "v": [i, i * 2]}
    total += d["v"][1] % 7
    if i % 3 == 0:
        acc.append(d)
`;
}

const pydanticModel = `from pydantic import BaseModel


class Item(BaseModel):
    name: str
    qty: int
    tags: list[str] = []
`;

const pydanticLoop = (n: number) => `out = []
for i in range(${n}):
    item = Item(name=f"item{i}", qty=i, tags=["a", str(i)])
    out.append(item.model_dump())
`;

const tensorLoop = (n: number) => `import torch

t = torch.zeros(4)
total = 0.0
for i in range(${n}):
    t = t + torch.tensor([1.0, 2.0, 3.0, 4.0]) * i
    total += t.sum().item()
`;

const recursion = (n: number) => `def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


result = fib(${n})
`;

export function workloads(): Workload[] {
  const scenario = readFileSync(join(root, 'test', 'corpus', 'verl-7491', 'default_filled_in_place.py'), 'utf8');
  return [
    { name: 'PR scenario, before', model: readFileSync(join(walkthrough, 'before.py'), 'utf8'), script: scenario },
    { name: 'PR scenario, after', model: readFileSync(join(walkthrough, 'after.py'), 'utf8'), script: scenario },
    { name: 'plain loop, ~100 steps', model: '', script: plainLoop(21) },
    { name: 'plain loop, ~1,000 steps', model: '', script: plainLoop(214) },
    { name: 'plain loop, ~10,000 steps', model: '', script: plainLoop(2140), short: plainLoop(10) },
    { name: 'pydantic models in a loop', model: pydanticModel, script: pydanticLoop(500), short: pydanticLoop(5) },
    { name: 'tensor arithmetic in a loop', model: '', script: tensorLoop(500), short: tensorLoop(5) },
    { name: 'recursive function', model: '', script: recursion(14), short: recursion(3) },
  ];
}
