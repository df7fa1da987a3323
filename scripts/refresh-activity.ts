// Runs the hourly scheduled function by hand against the running local stack (`npm start`),
// as Netlify's scheduler would: it refreshes the GitHub activity snapshot in the shared cache.
// SITE_ORIGIN overrides http://localhost:8888.
const stackOrigin = process.env.SITE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8888}`;
const response = await fetch(new URL('/.netlify/functions/refresh-activity', stackOrigin), { method: 'POST', body: '{}' }).catch(
  (error) => {
    console.error(`No local stack at ${stackOrigin} (start it with \`npm start\`): ${error.message}`);
    process.exit(1);
  },
);
console.log(response.status, await response.text());
process.exit(response.ok ? 0 : 1);
export {};
