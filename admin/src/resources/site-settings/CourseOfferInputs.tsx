import { DateInput, NumberInput, TextInput } from 'react-admin';
import { Typography } from '@mui/material';

// No min/max on the inputs: the browser would block the save with its own message; the domain schema's
// messages name the bounds.
function OfferTerms({ offer, course }: { offer: string; course: string }) {
  return (
    <>
      <NumberInput
        source={`${offer}.price_brl`}
        label={`Preço à vista de ${course} (R$, inteiro)`}
        step={1}
      />
      <NumberInput source={`${offer}.max_instalments`} label={`Parcelas máximas de ${course}`} step={1} />
      <TextInput source={`${offer}.checkout_url`} label={`Checkout de ${course} (URL)`} fullWidth />
    </>
  );
}

/**
 * The two courses the site sells. The landing pages and the home's program badge follow these: after the
 * last sign-up day (São Paulo) a page says sign-ups are closed and takes interest in the next class instead.
 */
export function CourseOfferInputs() {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Formação Executiva: turma em oferta
      </Typography>
      <DateInput source="executive_training_offer.start_date" label="Início da turma" />
      <DateInput source="executive_training_offer.end_date" label="Encerramento da turma" />
      <DateInput
        source="executive_training_offer.signup_until"
        label="Último dia de inscrições"
        helperText="Depois deste dia a página mostra 'Inscrições encerradas' e recolhe interessados"
      />
      <OfferTerms offer="executive_training_offer" course="Formação Executiva" />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Curso 2030 Revolução Tech
      </Typography>
      <DateInput source="course_2030_offer.available_from" label="Disponível a partir de" />
      <DateInput
        source="course_2030_offer.sales_until"
        label="Último dia de vendas"
        helperText="Depois deste dia a página mostra 'Inscrições encerradas' e recolhe interessados"
      />
      <OfferTerms offer="course_2030_offer" course="2030 Revolução Tech" />
    </>
  );
}
