import styled from 'styled-components';

/** The name bots fill: it sounds like a field every form should have. */
export const HONEYPOT_FIELD = 'website';

/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the tab order, no
 * autofill) but a naive bot filling every input does: a filled one makes the form fake its success and write
 * nothing (useSubmission).
 */
export function Honeypot({ onChange }: { onChange: (value: string) => void }) {
  return (
    <Trap aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </Trap>
  );
}

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
