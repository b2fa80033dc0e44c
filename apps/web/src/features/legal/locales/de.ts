import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  contact: 'Kontakt',
  questions: 'Fragen zu dieser Seite? Schreiben Sie an',
  personWillAnswer: 'und ein Mensch wird Ihnen antworten.',
  privacy: [
    {
      heading: 'Welche Daten wir erheben',
      points: [
        'Kontodaten: Ihr Name, Ihre E-Mail-Adresse und ein Hash Ihres Passworts (das Passwort selbst speichern wir nie).',
        'Ihr Arbeitsbereich: die Kunden, Projekte, Rechnungen, Notizen und Teammitglieder, die Sie und Ihre Teammitglieder anlegen.',
        'Einstellungen: Design, Sprache, Zeitzone und Benachrichtigungseinstellungen.',
        'Sicherheits- und Nutzungsdaten: Anmeldezeiten, die Anzahl der Anmeldungen, IP-Adressen von Anfragen und ein Aktivitätsprotokoll der Änderungen in Ihrer Organisation.',
        'Abrechnung: Wenn Sie einen kostenpflichtigen Tarif wählen, verarbeitet unser Zahlungsdienstleister Ihre Kartendaten. Wir speichern nur Ihren Tarif, den Status Ihres Abonnements und die Kundenreferenz des Dienstleisters.',
      ],
    },
    {
      heading: 'Wofür wir sie verwenden',
      points: [
        'Um Folio für Sie zu betreiben: Ihre Daten Ihnen und Ihren Teammitgliedern entsprechend Ihren Rollen anzuzeigen.',
        'Um die E-Mails zu versenden, die der Dienst erfordert: Bestätigung der Adresse, Zurücksetzen des Passworts, Einladungen und, sofern Sie sie eingeschaltet lassen, Aktivitätsbenachrichtigungen.',
        'Um den Dienst sicher zu halten: wiederholte fehlgeschlagene Anmeldungen zu begrenzen, Missbrauch zu erkennen und Probleme zu untersuchen.',
      ],
    },
    {
      heading: 'Was wir nicht tun',
      points: [
        'Wir verkaufen Ihre Daten nicht und geben sie nicht an Werbetreibende weiter.',
        'Wir verwenden keine Werbe-Cookies und keine Cookies zur seitenübergreifenden Nachverfolgung.',
        'Wir lesen die Inhalte Ihres Arbeitsbereichs nicht, es sei denn, Sie bitten uns um Hilfe oder wir müssen einem Missbrauch nachgehen.',
      ],
    },
    {
      heading: 'Cookies und Speicher im Browser',
      paragraphs: [
        'Folio verwendet ein einziges Cookie: ein sicheres, für Skripte nicht lesbares (http-only) Anmelde-Cookie, das Sie angemeldet hält. Die App speichert außerdem Ihr Zugriffstoken, Ihre Designwahl und einige Einstellungen der Oberfläche (etwa eine ausgeblendete Checkliste) im lokalen Speicher Ihres Browsers. Beim Abmelden wird die Sitzung aus Ihrem Browser und von unseren Servern entfernt.',
      ],
    },
    {
      heading: 'Wer außerdem beteiligt ist',
      paragraphs: [
        'Für den Betrieb von Folio setzen wir wenige Dienstleister ein: unseren Hosting-Anbieter, einen E-Mail-Versanddienst und, für kostenpflichtige Tarife, einen Zahlungsdienstleister. Sie verarbeiten Daten nur auf unsere Weisung und nur, soweit es für die Erbringung ihres Dienstes erforderlich ist.',
      ],
    },
    {
      heading: 'Sicherheit',
      paragraphs: [
        'Jede Verbindung zu Folio ist per HTTPS verschlüsselt. Passwörter werden mit einem modernen Verfahren gehasht, Anmeldetokens sind kurzlebig, der Zugriff innerhalb einer Organisation richtet sich nach den Rollen, und die Daten jeder Organisation werden von denen aller anderen getrennt gehalten. Wir sichern die Daten regelmäßig.',
      ],
    },
    {
      heading: 'Wie lange wir sie aufbewahren',
      paragraphs: [
        'Wir bewahren Ihre Daten auf, solange Ihr Konto besteht. Wenn Sie uns bitten, Ihr Konto oder Ihre Organisation zu löschen, löschen wir deren Daten innerhalb von 30 Tagen aus dem laufenden Dienst und aus den Sicherungen, sobald diese ablaufen. Abrechnungsunterlagen können wir so lange aufbewahren, wie es das Steuerrecht verlangt.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      paragraphs: [
        'Sie können Ihre Kontodaten jederzeit auf Ihrer Profilseite einsehen und berichtigen. Sie können von uns eine Kopie Ihrer Daten, deren Berichtigung oder deren Löschung verlangen, indem Sie uns schreiben. Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich bei Ihrer örtlichen Datenschutzaufsichtsbehörde beschweren.',
      ],
    },
  ],
  terms: [
    {
      heading: 'Der Dienst',
      paragraphs: [
        'Folio ist ein Online-Werkzeug, mit dem Sie Kunden, Projekte und Rechnungen allein oder im Team im Blick behalten. Wir betreiben es, halten es verfügbar und verbessern es laufend. Funktionen können sich ändern; wenn wir etwas entfernen, auf das Sie angewiesen sind, teilen wir Ihnen das vorher mit.',
      ],
    },
    {
      heading: 'Ihr Konto',
      points: [
        'Sie müssen eine echte E-Mail-Adresse angeben und Ihr Passwort für sich behalten. Sie sind für alles verantwortlich, was unter Ihrem Konto geschieht.',
        'Wer eine Organisation anlegt, ist deren erster Admin. Admins entscheiden, wer beitritt und welche Rolle jedes Mitglied hat.',
        'Sie müssen nach dem an Ihrem Wohnort geltenden Recht alt genug sein, um einen Vertrag zu schließen, und Sie dürfen Folio nicht nutzen, wenn das Gesetz es Ihnen verbietet.',
      ],
    },
    {
      heading: 'Ihre Daten bleiben Ihre',
      paragraphs: [
        'Alles, was Sie in Folio eingeben (Kunden, Projekte, Rechnungen, Notizen), gehört Ihnen oder Ihrer Organisation. Wir verwenden es nur, um den Dienst für Sie zu betreiben, wie in unserer Datenschutzerklärung beschrieben. Sie können Ihr Aktivitätsprotokoll jederzeit exportieren, und wenn Sie gehen, helfen wir Ihnen, den Rest Ihrer Daten mitzunehmen.',
        'Sie sind dafür verantwortlich, dass Sie die von Ihnen eingegebenen Informationen speichern dürfen, einschließlich der Kontaktdaten Ihrer Kunden.',
      ],
    },
    {
      heading: 'Zulässige Nutzung',
      points: [
        'Nutzen Sie Folio nicht, um Spam zu versenden, jemanden zu betrügen oder rechtswidrige Inhalte zu speichern.',
        'Versuchen Sie nicht, auf Daten anderer Organisationen zuzugreifen, den Dienst zu überlasten oder Tarifgrenzen oder Sicherheitsvorkehrungen zu umgehen.',
        'Wir können ein Konto sperren, das andere Kunden oder den Dienst gefährdet. Wir nennen Ihnen den Grund, sofern das Gesetz uns nicht daran hindert.',
      ],
    },
    {
      heading: 'Tarife und Zahlung',
      points: [
        'Der Tarif Free ist kostenlos und hat die auf unserer Preisseite genannten Grenzen. Kostenpflichtige Tarife werden monatlich im Voraus über unseren Zahlungsdienstleister abgerechnet.',
        'Sie können einen kostenpflichtigen Tarif jederzeit auf der Seite „Abo & Zahlung“ kündigen; er bleibt bis zum Ende des bezahlten Zeitraums aktiv. Angebrochene Monate erstatten wir nicht, es sei denn, das Gesetz schreibt es vor.',
        'Preisänderungen kündigen wir mindestens 30 Tage an, bevor sie für Sie gelten.',
      ],
    },
    {
      heading: 'Verfügbarkeit und Haftung',
      paragraphs: [
        'Wir setzen alles daran, dass Folio läuft und Ihre Daten sicher sind, und erstellen regelmäßig Sicherungen, können aber nicht zusichern, dass der Dienst nie unterbrochen wird. Folio wird so bereitgestellt, wie es ist. Business-Tarife können um eine Service-Level-Vereinbarung mit konkreten Zusagen ergänzt werden.',
        'Soweit gesetzlich zulässig, ist unsere Gesamthaftung für jeden Anspruch auf den Betrag begrenzt, den Sie uns in den zwölf Monaten vor seiner Entstehung gezahlt haben. Nichts in diesen Bedingungen beschränkt eine Haftung, die von Gesetzes wegen nicht beschränkt werden kann.',
      ],
    },
    {
      heading: 'Beendigung des Vertrags',
      paragraphs: [
        'Sie können jederzeit aufhören, Folio zu nutzen, und uns bitten, Ihr Konto zu löschen. Sollten wir den Dienst jemals einstellen, kündigen wir dies mindestens 60 Tage vorher an und geben Ihnen eine Möglichkeit, Ihre Daten zu exportieren.',
      ],
    },
    {
      heading: 'Änderungen dieser Bedingungen',
      paragraphs: [
        'Wenn wir diese Bedingungen in wesentlicher Weise ändern, informieren wir die Kontoinhaber per E-Mail, bevor die Änderung wirksam wird. Wer Folio danach weiter nutzt, akzeptiert die neuen Bedingungen.',
      ],
    },
  ],
} satisfies Translation<typeof en>;
