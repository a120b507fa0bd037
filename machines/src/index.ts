// The flows' machines are exported here as each flow is built.
export {};
