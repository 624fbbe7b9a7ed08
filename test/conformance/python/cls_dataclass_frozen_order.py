from dataclasses import dataclass, asdict


@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0


vs = sorted([Version(1, 5), Version(0, 9), Version(1, 0)])
as_dicts = [asdict(v) for v in vs]
h = hash(Version(1)) == hash(Version(1, 0))
try:
    vs[0].major = 5
except Exception as e:
    err = type(e).__name__
