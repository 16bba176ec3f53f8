// The lifecycle routes' 409 answers and the cancel notice. Refusals of a move are the domain's
// (`lifecycle-refusals`).
export default {
  stateChanged: 'Starea coletului tocmai s-a schimbat. Reîmprospătați pagina și încercați din nou.',
  consolidationClosed: 'Această consolidare nu mai poate fi modificată: a fost anulată sau expediată.',
  consolidationCanceled: 'Consolidarea a fost anulată: coletele sunt din nou în depozit.',
};
