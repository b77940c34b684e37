export { type AppOptions, createApp } from './app/create-app';
export { type Config, ConfigError, loadConfig } from './config/config';
export { buildContainer, type ContainerOptions, type Persistence } from './container';
