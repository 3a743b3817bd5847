// The frameworks alone, for the signed-in bench: one GET route answering $BODY (JSON), nothing else in the
// pipeline (no session, helmet, logs, database). `node framework-floor-server.cjs express|nest <port>`;
// prints a line once listening. What is left between these and bare node:http is the framework's own cost.
const [kind, port] = process.argv.slice(2);
const body = JSON.parse(process.env.BODY);
const ready = () => console.log('listening');
if (kind === 'express') {
  const app = require('express')();
  app.get('/api/floor', (_request, response) => response.json(body));
  app.listen(Number(port), '127.0.0.1', ready);
} else if (kind === 'nest') {
  require('reflect-metadata');
  const { Controller, Get, Module } = require('@nestjs/common');
  const { NestFactory } = require('@nestjs/core');
  // Decorators applied by hand: this file runs as plain JavaScript.
  class FloorController {
    answer() {
      return body;
    }
  }
  Get('floor')(FloorController.prototype, 'answer', Object.getOwnPropertyDescriptor(FloorController.prototype, 'answer'));
  Controller()(FloorController);
  class FloorModule {}
  Module({ controllers: [FloorController] })(FloorModule);
  NestFactory.create(FloorModule, { logger: false }).then(async (app) => {
    app.setGlobalPrefix('api');
    await app.listen(Number(port), '127.0.0.1');
    ready();
  });
} else {
  throw new Error(`unknown framework ${kind}`);
}
