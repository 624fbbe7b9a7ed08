from datetime import date, datetime, time, timedelta, timezone
from typing import List, Optional
from pydantic import BaseModel, Field, ValidationError


class Event(BaseModel):
    name: str
    start: datetime
    duration: timedelta = timedelta(minutes=30)
    day: Optional[date] = None
    reminder: Optional[time] = None

    @property
    def end(self) -> datetime:
        return self.start + self.duration


class Schedule(BaseModel):
    events: List[Event] = []


s = Schedule.model_validate_json('{"events": [{"name": "standup", "start": "2024-03-01T09:00:00Z", "duration": "PT15M"}, {"name": "lunch", "start": "2024-03-01 12:30", "duration": 3600, "day": "2024-03-01", "reminder": "12:15"}]}')
ends = [str(e.end) for e in s.events]
js = s.model_dump_json()
py = s.model_dump()
types = [type(x).__name__ for x in py["events"][1].values()]
delta = s.events[1].start - s.events[0].start.replace(tzinfo=None)
info = [str(delta), delta.total_seconds(), s.events[0].start.tzinfo is not None, s.events[1].day.weekday(), s.events[1].start.strftime("%H:%M on %A")]
errs = []
for v in ["2024-02-30", "not a date", 1e20, "2024-03-01T25:00:00"]:
    try:
        Event(name="x", start=v)
    except ValidationError as e:
        errs.append(e.errors()[0]["msg"])
