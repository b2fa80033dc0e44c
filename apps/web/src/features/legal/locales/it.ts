import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  contact: 'Contatti',
  questions: 'Domande su questa pagina? Scriva a',
  personWillAnswer: 'e una persona Le risponderà.',
  privacy: [
    {
      heading: 'Quali dati raccogliamo',
      points: [
        'Dati dell’account: il Suo nome, il Suo indirizzo email e un hash della Sua password (non conserviamo mai la password stessa).',
        'Il Suo spazio di lavoro: i clienti, i progetti, le fatture, le note e i membri del team che Lei e i Suoi colleghi aggiungete.',
        'Preferenze: tema, lingua, fuso orario e impostazioni delle notifiche.',
        'Dati di sicurezza e di utilizzo: orari di accesso, numero di accessi, indirizzi IP delle richieste e un registro attività delle modifiche nella Sua organizzazione.',
        'Fatturazione: se passa a un piano a pagamento, la Sua carta è gestita dal nostro fornitore di pagamenti. Conserviamo solo il Suo piano, lo stato dell’abbonamento e il riferimento cliente del fornitore.',
      ],
    },
    {
      heading: 'Come li utilizziamo',
      points: [
        'Per far funzionare Folio per Lei: mostrare i Suoi dati a Lei e ai Suoi colleghi, in base ai rispettivi ruoli.',
        'Per inviare le email necessarie al servizio: verifica dell’indirizzo, reimpostazione della password, inviti e, se le mantiene attive, notifiche sulle attività.',
        'Per mantenere sicuro il servizio: limitare i tentativi di accesso falliti ripetuti, individuare gli abusi e indagare sui problemi.',
      ],
    },
    {
      heading: 'Cosa non facciamo',
      points: [
        'Non vendiamo i Suoi dati e non li condividiamo con inserzionisti.',
        'Non utilizziamo cookie pubblicitari né cookie di tracciamento tra siti.',
        'Non leggiamo i contenuti del Suo spazio di lavoro, salvo quando ci chiede aiuto o quando dobbiamo indagare su un abuso.',
      ],
    },
    {
      heading: 'Cookie e archiviazione nel browser',
      paragraphs: [
        'Folio utilizza un solo cookie: un cookie di accesso sicuro, non leggibile dagli script (http-only), che La mantiene connesso. L’app conserva inoltre il Suo token di accesso, il tema scelto e alcune impostazioni dell’interfaccia (come una lista dei primi passi nascosta) nella memoria locale del Suo browser. Uscendo dall’account, la sessione viene rimossa dal Suo browser e dai nostri server.',
      ],
    },
    {
      heading: 'Chi altro è coinvolto',
      paragraphs: [
        'Per far funzionare Folio ci affidiamo a un numero ridotto di fornitori: il nostro fornitore di hosting, un servizio di invio email e, per i piani a pagamento, un fornitore di pagamenti. Trattano i dati solo secondo le nostre istruzioni e solo nella misura necessaria a fornire il loro servizio.',
      ],
    },
    {
      heading: 'Sicurezza',
      paragraphs: [
        'Tutto il traffico verso Folio è cifrato con HTTPS. Le password sono sottoposte a hash con un algoritmo moderno, i token di accesso hanno una durata breve, l’accesso all’interno di un’organizzazione dipende dai ruoli e i dati di ogni organizzazione sono tenuti separati da quelli di tutte le altre. Eseguiamo regolarmente il backup dei dati.',
      ],
    },
    {
      heading: 'Per quanto tempo li conserviamo',
      paragraphs: [
        'Conserviamo i Suoi dati finché il Suo account è aperto. Quando ci chiede di eliminare il Suo account o la Sua organizzazione, ne eliminiamo i dati dal servizio attivo entro 30 giorni e dai backup man mano che questi scadono. Possiamo conservare i dati di fatturazione per tutto il tempo richiesto dalla normativa fiscale.',
      ],
    },
    {
      heading: 'I Suoi diritti',
      paragraphs: [
        'Può consultare e correggere i dati del Suo account in qualsiasi momento dalla pagina del profilo. Può chiederci, scrivendoci, una copia dei Suoi dati, la loro rettifica o la loro cancellazione. Se non è soddisfatto della nostra risposta, può presentare reclamo all’autorità per la protezione dei dati del Suo paese.',
      ],
    },
  ],
  terms: [
    {
      heading: 'Il servizio',
      paragraphs: [
        'Folio è uno strumento online per tenere traccia di clienti, progetti e fatture, da soli o in team. Lo gestiamo, lo manteniamo disponibile e lo miglioriamo nel tempo. Le funzionalità possono cambiare; quando rimuoviamo qualcosa su cui Lei fa affidamento, La avvisiamo in anticipo.',
      ],
    },
    {
      heading: 'Il Suo account',
      points: [
        'Deve indicare un indirizzo email reale e non comunicare a nessuno la Sua password. Lei è responsabile di ciò che avviene con il Suo account.',
        'Chi crea un’organizzazione ne è il primo amministratore. Gli amministratori decidono chi entra e quale ruolo ha ciascun membro.',
        'Deve avere l’età necessaria per stipulare un contratto nel luogo in cui vive, e non può usare Folio se la legge glielo vieta.',
      ],
    },
    {
      heading: 'I Suoi dati restano Suoi',
      paragraphs: [
        'Tutto ciò che inserisce in Folio (clienti, progetti, fatture, note) appartiene a Lei o alla Sua organizzazione. Lo utilizziamo solo per fornirLe il servizio, come spiega la nostra Informativa sulla privacy. Può esportare il Suo registro attività in qualsiasi momento e, se decide di andarsene, La aiuteremo a portare con sé il resto dei Suoi dati.',
        'È Sua responsabilità avere il diritto di conservare le informazioni che inserisce, compresi i recapiti dei Suoi clienti.',
      ],
    },
    {
      heading: 'Uso consentito',
      points: [
        'Non utilizzi Folio per inviare spam, per truffare qualcuno o per archiviare contenuti illeciti.',
        'Non tenti di accedere ai dati di altre organizzazioni, di sovraccaricare il servizio o di aggirare i limiti dei piani o i controlli di sicurezza.',
        'Possiamo sospendere un account che metta a rischio altri clienti o il servizio. Le comunicheremo il motivo, salvo che la legge ce lo impedisca.',
      ],
    },
    {
      heading: 'Piani e pagamento',
      points: [
        'Il piano Gratuito non costa nulla e ha i limiti indicati nella nostra pagina dei prezzi. I piani a pagamento sono fatturati mensilmente in anticipo tramite il nostro fornitore di pagamenti.',
        'Può disdire un piano a pagamento in qualsiasi momento dalla pagina Abbonamento; resta attivo fino alla fine del periodo pagato. Non rimborsiamo frazioni di mese, salvo quando la legge lo richiede.',
        'Annunciamo le variazioni di prezzo almeno 30 giorni prima che si applichino a Lei.',
      ],
    },
    {
      heading: 'Disponibilità e responsabilità',
      paragraphs: [
        'Ci impegniamo a fondo per mantenere Folio in funzione e i Suoi dati al sicuro, ed eseguiamo backup regolari, ma non possiamo garantire che il servizio non venga mai interrotto. Folio è fornito così com’è. I piani Business possono includere un accordo sul livello di servizio con impegni specifici.',
        'Nella misura consentita dalla legge, la nostra responsabilità complessiva per qualsiasi pretesa è limitata all’importo che ci ha pagato nei dodici mesi precedenti il suo insorgere. Nulla di quanto qui previsto limita una responsabilità che per legge non può essere limitata.',
      ],
    },
    {
      heading: 'Cessazione del contratto',
      paragraphs: [
        'Può smettere di usare Folio e chiederci di eliminare il Suo account in qualsiasi momento. Se un giorno dovessimo chiudere il servizio, La avviseremo con almeno 60 giorni di preavviso e Le offriremo un modo per esportare i Suoi dati.',
      ],
    },
    {
      heading: 'Modifiche a questi termini',
      paragraphs: [
        'Se modifichiamo questi termini in modo rilevante, avviseremo via email i titolari degli account prima che la modifica entri in vigore. Continuare a usare Folio dopo tale data significa accettare i nuovi termini.',
      ],
    },
  ],
} satisfies Translation<typeof en>;
