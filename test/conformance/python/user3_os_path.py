import os
import os.path
from os.path import join, splitext
a = os.path.join("data", "train", "file.json"), join("/abs", "x", "/root", "y"), join("a/", "b"), join("", "x"), os.path.join("a")
b = os.path.basename("/tmp/run/ckpt.pt"), os.path.dirname("/tmp/run/ckpt.pt"), os.path.split("a/b/c.txt"), os.path.split("/"), os.path.split("file")
c = splitext("model.tar.gz"), splitext(".bashrc"), splitext("dir.d/file"), splitext("a/b.c/d.e"), splitext("..."), splitext("x.")
d = os.path.normpath("a//b/./c/../d/"), os.path.normpath("/../x"), os.path.normpath("../../y"), os.path.normpath(""), os.path.normpath("//srv"), os.path.normpath("///srv")
e = os.path.isabs("/x"), os.path.isabs("x"), os.path.abspath("/a/b/../c"), os.path.relpath("/a/b/c", "/a/x"), os.path.relpath("/a", "/a")
f = os.sep, os.path.sep, os.name, os.linesep, os.curdir, os.path.commonprefix(["/usr/lib", "/usr/local"]), os.path.commonprefix([])
os.environ["MY_VAR"] = "1"
g = os.environ["MY_VAR"], os.getenv("MY_VAR"), "MY_VAR" in os.environ, os.environ.get("MY_VAR", "0")
from pathlib import Path
h = os.path.join(Path("a"), "b"), os.fspath(Path("/x/y")), os.path.basename(Path("q/r.txt"))
try:
    os.path.join("a", 1)
except TypeError as ex:
    i = str(ex)
stem, ext = os.path.splitext(os.path.basename("/data/images/cat.001.PNG"))
j = stem, ext.lower()
