/**
 * A Colyseus server for the playground's network mode: one room type per game, named by the
 * game's id, on port 2567 (or PORT). Run `npm run playground:server`, then open the playground
 * with `?game=psi-wars&mode=network&seat=0` in one tab and, with the room id the first tab shows,
 * `&roomId=<id>&seat=1` in another.
 */
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { AnyGame } from 'rulebooks';
import { gameRoom } from 'rulebooks/colyseus';
import { fantasyTrip } from 'rulebooks/fantasy-trip';
import { gridTraveler } from 'rulebooks/grid-traveler';
import { magicalAthlete } from 'rulebooks/magical-athlete';
import { magika } from 'rulebooks/magika';
import { psiWars } from 'rulebooks/psi-wars';

const games: AnyGame[] = [magicalAthlete, psiWars, fantasyTrip, magika, gridTraveler];
const port = Number(process.env.PORT ?? 2567);
const server = new Server({ transport: new WebSocketTransport(), greet: false });
for (const game of games) server.define(game.id, gameRoom(game, { config: game.defaultConfig(game.minPlayers), onOver: () => console.log(`a game of ${game.title} ended`) }));
await server.listen(port, '127.0.0.1');
console.log(`playground server on ws://127.0.0.1:${port}: rooms ${games.map((game) => game.id).join(', ')}`);
