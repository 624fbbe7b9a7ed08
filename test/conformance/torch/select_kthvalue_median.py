import torch
s=torch.tensor([0.3, 0.9, 0.3, 0.1, 0.9, 0.5])
a=[torch.kthvalue(s,k) for k in range(1,7)]
x=torch.tensor([[1,1,1,1],[2,1,2,1],[3,3,3,3]])
b=(x.median(dim=1), x.kthvalue(2,dim=1), x.kthvalue(3, dim=1), x.kthvalue(1,dim=0,keepdim=True))
c=(torch.tensor([5,5,5,5,5,5,5]).kthvalue(3), torch.tensor([5,5,5,5,5,5,5]).median(0))
d=(torch.tensor([1., float('nan'), 0.]).median(0), torch.tensor([1., float('nan'), 0.]).kthvalue(1), torch.tensor([1., float('nan'), 0.]).median(), torch.tensor([1., float('nan'), 0.,float('nan')]).kthvalue(3))
y=torch.tensor([[4,1,4,2,4,1,3,3,2,4,1],[9,9,1,9,2,9,9,3,9,9,0]])
e=[y.kthvalue(k,dim=1) for k in range(1,12)]
f=torch.diff(torch.tensor([1,3,6]), prepend=torch.tensor([0]), append=torch.tensor([10.5]))
g=torch.diff(torch.tensor([[1,2],[4,8]]), dim=0, prepend=torch.zeros(1,2,dtype=torch.long))
try:
    torch.tensor([1,2]).kthvalue(3)
except RuntimeError as ex:
    err=str(ex)
z = torch.zeros(2, 3, 4)
index_errors = []
for key in [(0, 5), (None, 0, 5), (Ellipsis, 9), (slice(None), 5), (0, slice(None), 9), (1, 1, 9), (None, None, 3), (0, None, 7), (0, [0], 9), (0, 1, None, 9)]:
    try:
        z[key]
    except IndexError as ex:
        index_errors.append(str(ex))
    try:
        z[key] = 1.0
    except IndexError as ex:
        index_errors.append(str(ex))
