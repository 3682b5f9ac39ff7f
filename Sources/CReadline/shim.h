// GNU readline and its history library, for the LayoutSession target.
// readline.h needs stdio.h (FILE) before it.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

// Readline's settings are C globals, which Swift 6 does not let code touch directly:
// these functions set and read the few that qlrepl uses.

/// Names the program for inputrc, turns readline's own signal handling off (the event loop
/// handles signals) and installs the completion function.
static inline void qlrepl_readline_setup(rl_completion_func_t *complete) {
  rl_readline_name = "qlrepl";
  rl_catch_signals = 0;
  rl_catch_sigwinch = 0;
  rl_change_environment = 0;
  rl_attempted_completion_function = complete;
  // A multi-line input is one history entry, in memory and in the history file (where each
  // entry starts with a timestamp line, so its lines are read back as one entry).
  history_comment_char = '#';
  history_write_timestamps = 1;
  history_multiline_entries = 1;
}

/// The line being edited.
static inline const char *qlrepl_line_buffer(void) { return rl_line_buffer; }

/// The character readline puts after a completed word: a space, or none ('\0') so that a
/// name can be followed by `.` or `(`.
static inline void qlrepl_completion_append(char character) { rl_completion_append_character = character; }

/// Gives the terminal readline's modes again (after a stop) or the ones it found.
static inline void qlrepl_prep_terminal(void) { if (rl_prep_term_function) rl_prep_term_function(1); }
static inline void qlrepl_deprep_terminal(void) { if (rl_deprep_term_function) rl_deprep_term_function(); }

/// 1: the completion function's answer is final; 0: readline falls back to file names.
static inline void qlrepl_completion_over(int over) { rl_attempted_completion_over = over; }
