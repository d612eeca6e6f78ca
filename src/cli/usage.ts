/** The text of `rulebooks --help`. */
export const USAGE = `Usage: rulebooks <command> [options]

Commands:
  games                      List the games, their player counts and their bots.
  play <game>                Bots play one game; its log and result are printed.
      --seed N               Seed of the game (default 1). The same seed gives the same game.
      --players N            Number of players (default: the game's minimum).
      --config JSON          Fields laid over the game's default config, e.g.
                             '{"decks":["robot","creature"]}'; checked by the game.
      --bot NAME             The bot for every bot seat (default random; see "games"). Every
                             game has random and mcts (tree search over what its seat can
                             see); mcts:N searches N iterations per decision, with options
                             added as :PART: :BOT plays its playouts with the game's bot BOT,
                             :prior=BOT steers the tree by BOT's choices (:w=X its weight),
                             :depth=D cuts playouts at D actions, scored by the game's
                             evaluation, :c=X sets exploration; e.g. Psi Wars's tuned search
                             mcts:1100:prior=greedy:depth=6:c=0.3.
                             A path (./my-bot.mjs) names your own bot module: its default
                             export is (game, { seed, seat }) => Bot. Anywhere a bot is named.
      --bots A,B,...         One bot per seat instead, in seat order ("human" at --human's seat).
      --human K              You take seat K (0-based) and choose among labelled actions at
                             the terminal; you see only what that seat may see.
      --save FILE            Write the game's record (JSON) to FILE, for "replay".
      --analyze              Show each search bot decision (mcts, mcts:N): iterations, time, and
                             the most visited actions with their visits and mean reward.
  simulate <game>            Play many seeded games with bots and print statistics.
      --games N              How many games (required). Game i is played with seed S+i.
      --seed S               First seed (default 1).
      --players P            Number of players (default: the game's minimum).
      --config JSON          As for play.
      --bot NAME             The bot for every seat (default random; names as for play).
      --bots A,B,...         One bot per seat instead, in seat order.
      --rotate-seats         Move every bot one seat down per game, so each holds each seat
                             equally often; also prints each bot's pooled win rate.
      --workers W            Worker threads (default: one per core, at most N). Results are
                             the same for any W.
      --json                 Print one JSON object instead of a table.
      --jsonl FILE           Also write one JSON row per game to FILE, in seed order.
      --shard i/N            Play only slice i of N contiguous slices of the seeds; i counts
                             from 0 (a job array's task index), e.g. 0/4 .. 3/4.
      --out FILE             Write this run's (or shard's) games to FILE for "merge".
                             Files are checked before the first game, written as
                             FILE.<hex>.partial and renamed when complete; Ctrl-C or
                             SIGTERM removes them (see docs/guides/scaling-out.md).
  compare <game>             Compare bots fairly: each seed is played once per seating, the bots
                             rotated a seat at a time; prints each bot's pooled win rate with a
                             95% interval and the first two bots' paired difference in reward.
      --bots A,B,...         One bot per seat in the first seating (required, two or more
                             different ones; names or module paths as for play).
      --games N              How many seeds (required); N × players games are played.
      --seed S, --players P, --config JSON, --workers W, --json   As for simulate.
  merge <FILE...>            Combine the --out files of a sharded run into exactly the report of
                             one unsharded run; refuses shards of different runs, missing or
                             overlapping seeds. Takes --json, --jsonl FILE and --out FILE as
                             simulate does. See docs/guides/scaling-out.md.
  export <game>              Play seeded games as simulate does and write every decision as JSON
                             lines for learning: DIR/<game>-steps.jsonl (seat, its view, legal
                             actions, action taken, final outcome), DIR/<game>-games.jsonl and
                             DIR/schema.json. See docs/guides/datasets.md.
      --games N              How many games (required). Game i is played with seed S+i.
      --out DIR              Directory to write to (required; made if missing).
      --seed S, --players P, --config JSON, --bot NAME, --bots A,B,...   As for simulate.
      --view full|key        Write each seat's whole view (default) or a 16-hex-digit key of it.
  replay <record.json>       Replay and verify a saved record and print what happened; a record
                             whose actions were changed is refused, naming the first one.
      --game ID              Replay with this game instead of the record's own "game" field.
  serve --stdio              The step server for learners in other languages: JSON requests
                             on stdin, one response line each on stdout (reset, step, legal
                             masks, observation tensors, bots' moves, records, batches). See
                             docs/protocol/serve-v1.schema.json and the guide "Research from
                             Python".

Options:
  -h, --help                 Show this help.
  --version                  Show the version.

Exit status: 0 on success, 2 on a usage error (bad option, unknown game, bad record, a bot
module that fails), 1 on an internal error.
`;
