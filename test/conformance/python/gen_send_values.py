def running_average():
    total = 0.0
    count = 0
    average = None
    while True:
        value = yield average
        total += value
        count += 1
        average = total / count


avg = running_average()
start = next(avg)
values = [avg.send(x) for x in [10, 20, 60]]
