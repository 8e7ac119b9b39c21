import { belongsTo, hasMany, Model } from 'miragejs';

export const models = {
  cardholder: Model.extend({ payments: hasMany(), sessions: hasMany() }),
  payment: Model.extend({ cardholder: belongsTo() }),
  session: Model.extend({ cardholder: belongsTo() }),
};
