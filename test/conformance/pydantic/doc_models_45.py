out = []
from pydantic import BaseModel

class C1:
    arr = []

    def __init__(self, in_arr):
        self.arr = in_arr

class C2(BaseModel):
    arr: list[int]
arr_orig = [1, 9, 10, 3]
c1 = C1(arr_orig)
c2 = C2(arr=arr_orig)
out.append(str(f'id(c1.arr) == id(c2.arr)={id(c1.arr) == id(c2.arr)!r}'))
