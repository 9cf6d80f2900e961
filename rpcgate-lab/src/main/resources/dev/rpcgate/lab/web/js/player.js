// Inspection time: one minute (at 1×) split into six equal steps, one per gate. The player only keeps
// the clock; what is revealed at a given time is render.js's business.

export const TOTAL_MS = 60000;
export const GATE_COUNT = 6;
export const STEP_MS = TOTAL_MS / GATE_COUNT;

/** How many gates the inspection has reached at `time` (0 … 6). */
export function reachedGates(time) {
  return Math.min(GATE_COUNT, Math.floor(time / STEP_MS));
}

/** A clock that calls onChange({time, playing, speed}) whenever any of them changes. */
export function createPlayer(onChange) {
  let time = 0;
  let playing = false;
  let speed = 1;
  let timer = 0;
  let last = 0;

  const emit = () => onChange({ time, playing, speed });

  function stopTimer() {
    clearInterval(timer);
    timer = 0;
  }

  function tick() {
    const now = performance.now();
    time = Math.min(TOTAL_MS, time + (now - last) * speed);
    last = now;
    if (time >= TOTAL_MS) {
      playing = false;
      stopTimer();
    }
    emit();
  }

  function play() {
    if (time >= TOTAL_MS) {
      time = 0;
    }
    playing = true;
    last = performance.now();
    stopTimer();
    timer = setInterval(tick, 50);
    emit();
  }

  function pause() {
    if (playing) tick();
    playing = false;
    stopTimer();
    emit();
  }

  return {
    state: () => ({ time, playing, speed }),
    play,
    pause,
    toggle: () => (playing ? pause() : play()),
    /** Jumps to the start of the next step; playback, if running, continues from there. */
    nextGate() {
      time = Math.min(TOTAL_MS, (Math.floor(time / STEP_MS) + 1) * STEP_MS);
      last = performance.now();
      if (time >= TOTAL_MS && playing) {
        playing = false;
        stopTimer();
      }
      emit();
    },
    /** Back to the start; keeps playing if it was playing. */
    restart() {
      time = 0;
      last = performance.now();
      emit();
    },
    seek(ms) {
      time = Math.max(0, Math.min(TOTAL_MS, ms));
      last = performance.now();
      if (time >= TOTAL_MS && playing) {
        playing = false;
        stopTimer();
      }
      emit();
    },
    setSpeed(value) {
      if (playing) tick();
      speed = value;
      emit();
    },
    /** Rewinds to the start and stops: what an edit or a policy change does. */
    reset() {
      playing = false;
      stopTimer();
      time = 0;
      emit();
    },
  };
}
